import { useLingui } from '@lingui/react/macro';
import type { CSSProperties } from 'react';
import type { FishConfig } from '../api';
import { formatMultiplier } from '../format';
import { SPECIES_NAMES } from '../names';
import { FISH_ART, SymbolArt, SymbolShapes } from '../parts/symbol-art';
import { VENDOR } from '../vendor-constants';
import { type BoardProps, lastOutcome } from './board';

const WIDTH = 800;
const LANE = 46;

interface Swimmer {
  key: string;
  species: FishConfig['species'][number];
  lane: number;
  /** Animation timing (CSS, set through the CSSOM: the page's policy allows no inline style attributes). */
  style: CSSProperties;
}

/**
 * The school on screen: every species at least once (cycling when there are more fish than
 * species), bigger multipliers swimming faster, alternate lanes swimming the other way.
 * Deterministic: the scene is decoration; the outcome of a shot is the server's round.
 */
export function schoolOf(config: FishConfig, count: number = VENDOR.fishOnScreen): Swimmer[] {
  const n = Math.max(count, config.species.length);
  return Array.from({ length: n }, (_, i) => {
    const species = config.species[i % config.species.length]!;
    const duration = Math.max(6, 18 - Math.log2(species.multiplier) * 2);
    return {
      key: `${species.id}-${i}`,
      species,
      lane: i,
      style: {
        animationDuration: `${duration}s`,
        animationDelay: `${-((i * 2.7) % duration)}s`,
        animationDirection: i % 2 ? 'reverse' : 'normal',
      },
    };
  });
}

/** Fish shooter: each shot at a fish is one round; the multiplier is what a hit pays. */
export function FishBoard({ config, round, stake, stakeControl }: BoardProps<FishConfig>) {
  const { t, i18n } = useLingui();
  const school = schoolOf(config);
  const outcome = lastOutcome(round, 'fish');
  const name = (id: string) => (SPECIES_NAMES[id] ? i18n._(SPECIES_NAMES[id]!) : id);
  const shoot = (species: string) => {
    if (round.canPlay) round.play(stake, { species });
  };
  const height = school.length * LANE + 20;
  return (
    <div className="dv-board dv-fish">
      {/* Pointer play; the same targets are the buttons below for keyboards and screen readers. */}
      <svg className={round.canPlay ? 'dv-sea' : 'dv-sea dv-sea--busy'} viewBox={`0 0 ${WIDTH} ${height}`} aria-hidden="true" focusable="false">
        <rect width={WIDTH} height={height} className="dv-sea__water" />
        {school.map((f) => (
          <g key={f.key} transform={`translate(0 ${f.lane * LANE + 40})`}>
            <g className="dv-swimmer" style={f.style} onClick={() => shoot(f.species.id)}>
              <SymbolShapes art={FISH_ART} id={f.species.id} x={0} y={f.species.multiplier >= 20 ? -38 : -32} size={f.species.multiplier >= 20 ? 40 : 34} />
              <text className="dv-swimmer__tag" x={4} y={12}>
                {formatMultiplier(f.species.multiplier)}
              </text>
            </g>
          </g>
        ))}
      </svg>
      <div className="dv-controls">{stakeControl}</div>
      <ul className="dv-targets" aria-label={t`Fish in the water`}>
        {config.species.map((s) => {
          const fish = name(s.id);
          const multiplier = formatMultiplier(s.multiplier);
          return (
            <li key={s.id}>
              <button type="button" className="dv-btn" disabled={!round.canPlay} onClick={() => shoot(s.id)}>
                <SymbolArt art={FISH_ART} id={s.id} label={null} className="dv-target__art" />
                {t`Shoot the ${fish} (${multiplier})`}
              </button>
            </li>
          );
        })}
      </ul>
      {outcome ? <p className={outcome.hit ? 'dv-big dv-good' : 'dv-big dv-bad'}>{outcome.hit ? t`Hit!` : t`Missed`}</p> : null}
    </div>
  );
}

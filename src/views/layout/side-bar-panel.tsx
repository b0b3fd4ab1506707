import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Resource } from '../../api/schemas/system';
import { QR } from '../../config/constants';
import { useModalIntents } from '../../machines/modal/use-modal';
import { useWhitelabel } from '../../machines/system-status/use-system-status';
import { QrCode } from '../common/qr-code';
import { androidResource, iosResource, RESOURCE_TYPES, resourcesOf, safeHref } from '../resources';
import { CustomerServiceControl } from '../system/customer-service-control';

/**
 * The side bar's panel (SPEC §2), loaded when the side bar first opens (side-bar.tsx): customer
 * service (popup) and the chat room (modal), Telegram / Line / Facebook, app download QR codes.
 */
export function SideBarPanel() {
  const { t } = useLingui();
  const whitelabel = useWhitelabel();
  const modal = useModalIntents();
  const socials: { resource: Resource; fallback: string }[] = [
    ...resourcesOf(whitelabel, RESOURCE_TYPES.telegram).map((resource) => ({ resource, fallback: t`Telegram` })),
    ...resourcesOf(whitelabel, RESOURCE_TYPES.line).map((resource) => ({ resource, fallback: t`Line` })),
    ...resourcesOf(whitelabel, RESOURCE_TYPES.facebook).map((resource) => ({ resource, fallback: t`Facebook` })),
  ];
  const ios = iosResource(whitelabel);
  const android = androidResource(whitelabel);

  return (
    <ul className="side-bar__list">
      <li>
        <CustomerServiceControl label={t`Customer service`} buttonClass="side-bar__item" noteClass="side-bar__note" />
      </li>
      <li>
        <button type="button" className="side-bar__item" onClick={() => modal.open('chatRoom')}>
          {t`Chat room`}
        </button>
      </li>
      <li>
        <Link to="/pointMall" className="side-bar__item">
          {t`Points Mall`}
        </Link>
      </li>
      <li>
        <Link to="/vip" className="side-bar__item">
          {t`VIP`}
        </Link>
      </li>
      {socials.map(({ resource, fallback }) => {
        const href = safeHref(resource.url);
        if (!href) return null;
        return (
          <li key={resource.resourceType + resource.url}>
            <a className="side-bar__item" href={href} target="_blank" rel="noopener noreferrer">
              {resource.label ?? resource.labelNameEn ?? fallback}
            </a>
          </li>
        );
      })}
      {(ios?.qrCodeUrl || android?.qrCodeUrl) && (
        <li className="side-bar__download">
          <h2 className="side-bar__heading">{t`Download app`}</h2>
          <div className="side-bar__qrs">
            {ios?.qrCodeUrl && (
              <figure>
                <QrCode src={ios.qrCodeUrl} alt={t`QR code to download the iOS app`} size={QR.sideBarSize} />
                <figcaption>{t`iOS`}</figcaption>
              </figure>
            )}
            {android?.qrCodeUrl && (
              <figure>
                <QrCode src={android.qrCodeUrl} alt={t`QR code to download the Android app`} size={QR.sideBarSize} />
                <figcaption>{t`Android`}</figcaption>
              </figure>
            )}
          </div>
        </li>
      )}
    </ul>
  );
}

import { describe, expect, it } from 'vitest';
import { stripDescriptions } from './descriptions-plugin';

describe('chart descriptions in the production build', () => {
  it('removes literal descriptions of states and transitions, across lines and concatenations', () => {
    const source = [
      "const m = setup({}).createMachine({",
      "  id: 'x',",
      "  description: 'The chart.',",
      "  states: {",
      "    a: { description:\n        'On two ' +\n        \"lines, with a \\\" quote\", on: { go: { target: 'b', description: `templated` } } },",
      "    b: { tags: ['t'], description: 'It\\'s done' },",
      "  },",
      "});",
    ].join('\n');
    const out = stripDescriptions(source);
    expect(out).not.toMatch(/description/);
    // What remains is the same chart.
    const m = new Function('setup', `${out}; return m;`)(() => ({ createMachine: (c: unknown) => c }));
    expect(m).toEqual({ id: 'x', states: { a: { on: { go: { target: 'b' } } }, b: { tags: ['t'] } } });
  });

  it('leaves a description given by a name (a shared constant) and other keys alone', () => {
    const source = "({ target: 'a', description: FALLBACK, descriptionKey: 'k' })";
    expect(stripDescriptions(source)).toBe(source);
  });

  it('removes requirement ids (meta holding only spec), and leaves other meta alone', () => {
    const source = [
      'const m = ({',
      "  states: {",
      "    a: { meta: { spec: ['§4 Login', \"§5 Field errors\"] }, on: { go: { target: 'b', meta: {\n spec: ['§4 Logout'],\n }, guard: 'g' } } },",
      "    b: { meta: { spec: [] } },",
      "    c: { meta: { spec: ['§4 Login'], owner: 'qa' } },",
      '  },',
      '});',
    ].join('\n');
    const out = stripDescriptions(source);
    const m = new Function(`${out}; return m;`)();
    expect(m).toEqual({ states: { a: { on: { go: { target: 'b', guard: 'g' } } }, b: {}, c: { meta: { spec: ['§4 Login'], owner: 'qa' } } } });
  });
});

import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { offeredControls } from './harness';

describe('the exhaustive controls check (offeredControls)', () => {
  it('lists every enabled control by role and accessible name, sorted', () => {
    const view = render(
      <form>
        <button type="button">Confirm receipt</button>
        <a href="/x">Open</a>
        <label>
          Amount <input />
        </label>
        <label>
          Payment password <input type="password" />
        </label>
        <label>
          Proof <input type="file" />
        </label>
        <label>
          I am 18 <input type="checkbox" />
        </label>
        <label>
          Account
          <select>
            <option>bKash</option>
          </select>
        </label>
        <div role="tablist">
          <button type="button" role="tab">
            Deposit
          </button>
        </div>
      </form>,
    );
    expect(offeredControls(view.container)).toEqual([
      'button:Confirm receipt',
      'checkbox:I am 18',
      'combobox:Account',
      'file:Proof',
      'link:Open',
      'password:Payment password',
      'tab:Deposit',
      'textbox:Amount',
    ]);
    view.unmount();
  });

  it('leaves out disabled, hidden and aria-hidden controls, and links without an address', () => {
    const view = render(
      <div>
        <button type="button" disabled>
          Submitting…
        </button>
        <button type="button" aria-disabled="true">
          Wait
        </button>
        <fieldset disabled>
          <input aria-label="Locked" />
        </fieldset>
        <div hidden>
          <button type="button">Hidden</button>
        </div>
        <div aria-hidden="true">
          <button type="button">Decor</button>
        </div>
        <a>Not a link</a>
        <input type="hidden" value="x" />
        <button type="button">Close</button>
      </div>,
    );
    expect(offeredControls(view.container)).toEqual(['button:Close']);
    view.unmount();
  });

  it('while a modal dialog is open, only its controls can be reached', () => {
    const view = render(
      <div>
        <button type="button">Register account</button>
        <div role="alertdialog" aria-modal="true" aria-label="Refused">
          <button type="button">OK</button>
        </div>
      </div>,
    );
    expect(offeredControls(view.container)).toEqual(['button:OK']);
    view.unmount();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useTestLocale, WithI18n } from '../../../tests/setup/i18n';
import { DayField } from './day-field';

useTestLocale('en');

/** A screen holding the wire day, as a chart's context does; `moveTo` stands for a shortcut that moves it. */
function Host({ initial, onDay, moveTo }: { initial: string; onDay: (v: string) => void; moveTo?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <WithI18n>
      <DayField
        id="from"
        label="From"
        value={value}
        max="2026-11-27"
        onChange={(v) => {
          setValue(v);
          onDay(v);
        }}
      />
      {moveTo && (
        <button type="button" onClick={() => setValue(moveTo)}>
          Move
        </button>
      )}
    </WithI18n>
  );
}

describe('date field in the site order (dd/mm/yyyy)', () => {
  it('shows the wire day as dd/mm/yyyy and says the order it takes', () => {
    render(<Host initial="2026-11-21" onDay={() => {}} />);
    const field = screen.getByLabelText('From');
    expect(field).toHaveValue('21/11/2026');
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveAccessibleDescription('Date as dd/mm/yyyy, at the latest 27/11/2026');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('passes a day typed as dd/mm/yyyy on as the wire day yyyy-MM-dd', async () => {
    const onDay = vi.fn();
    render(<Host initial="2026-11-21" onDay={onDay} />);
    const field = screen.getByLabelText('From');
    await userEvent.clear(field);
    await userEvent.type(field, '03/11/2026');
    expect(onDay).toHaveBeenLastCalledWith('2026-11-03');
    expect(field).toHaveValue('03/11/2026');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses the US order with a message, and passes the text on so the screen refuses it too', async () => {
    const onDay = vi.fn();
    render(<Host initial="2026-11-21" onDay={onDay} />);
    const field = screen.getByLabelText('From');
    await userEvent.clear(field);
    await userEvent.type(field, '11/21/2026');
    expect(onDay).toHaveBeenLastCalledWith('11/21/2026');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a real date as dd/mm/yyyy, for example 27/11/2026.');
    expect(field).toHaveValue('11/21/2026');
  });

  it('follows a day the screen moves itself (a shortcut)', async () => {
    render(<Host initial="2026-11-21" onDay={() => {}} moveTo="2026-10-01" />);
    await userEvent.click(screen.getByRole('button', { name: 'Move' }));
    expect(screen.getByLabelText('From')).toHaveValue('01/10/2026');
  });
});

import { IMAGE_PREVIEW_WIDTH, listColumns, type FieldDef, type ResourceDef } from '@app/shared';
import { Fragment, type ReactElement, type ReactNode } from 'react';
import { FunctionField } from 'react-admin';
import { displayValue } from '../format-value.ts';
import { ReferenceText } from '../reference-text.tsx';
import { ToggleCell } from './toggle-cell.tsx';

const TEXT_MAX = 80;
const clip = (text: string) => (text.length > TEXT_MAX ? `${text.slice(0, TEXT_MAX)}…` : text);

/**
 * A long word (an e-mail login "spotifypremium01@cuentasdemo.co") may break after its "@" and dots, so one
 * unbreakable word does not widen its column until the row no longer fits and the pinned actions cover the last
 * columns. Other text wraps between words as usual.
 */
function withBreaks(text: string): ReactNode {
  if (!/\S{17,}/.test(text)) return text;
  const parts = text.split(/(?<=[@.])/);
  return parts.map((part, i) => <Fragment key={i}>{part}{i < parts.length - 1 && <wbr />}</Fragment>);
}

/** One list column for a field, by kind; every column sorts on the server by its field, unless `sortable: false`. */
export function columnFor(f: FieldDef): ReactElement {
  const key = f.name;
  if (f.kind === 'boolean' && f.toggle) return <ToggleCell key={key} source={f.name} />;
  // by name (answered with the row, or loaded when the user may read the target), else the id
  if (f.kind === 'reference') return <FunctionField key={key} source={f.name} sortable={f.sortable !== false} render={() => <ReferenceText field={f} />} />;
  if (f.kind === 'image') {
    return (
      <FunctionField key={key} source={f.name} sortable={false} render={(r: Record<string, unknown>) =>
        r[f.name] ? <img src={String(r[f.name])} alt="" style={{ maxWidth: IMAGE_PREVIEW_WIDTH / 2, maxHeight: 40 }} /> : null} />
    );
  }
  const align = f.kind === 'money' || f.kind === 'number' || f.kind === 'integer' ? 'right' : undefined;
  // amounts, dates and states ("Por renovar") read badly when broken over two lines; a state squeezed to the width
  // of its longest word also ended under the pinned actions column ("Por reno")
  const nowrap = ['money', 'date', 'datetime', 'number', 'integer', 'select'].includes(f.kind);
  return (
    <FunctionField
      key={key}
      source={f.name}
      sortable={f.sortable !== false}
      textAlign={align}
      sx={nowrap ? { whiteSpace: 'nowrap' } : undefined}
      render={(r: Record<string, unknown>) => {
        const text = clip(displayValue(f, r[f.name]));
        // a short code (a filing number "TC-000004", a bank code) is one word: never broken at its hyphen
        if (/^\S{1,16}$/.test(text)) return <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;
        return withBreaks(text);
      }}
    />
  );
}

export const columnsFor = (def: ResourceDef, listName?: string): ReactElement[] => listColumns(def, listName).map(columnFor);

import { AutocompleteInput, ReferenceInput } from 'react-admin';
import { referenceSearchField } from '../reference-access.ts';

/** A reference picker: an autocomplete fed by the target's `POST {r}/search` (spec §7 "search url"). */
export function ReferenceFieldInput({
  source, reference, isRequired, label, alwaysOn, disabled, filter,
}: {
  source: string; reference: string; isRequired?: boolean; label?: string; alwaysOn?: boolean; disabled?: boolean;
  /** Sent with every search (e.g. only active bank accounts on a form). */
  filter?: Record<string, unknown>;
}) {
  const optionText = referenceSearchField(reference);
  return (
    <ReferenceInput source={source} reference={reference} queryOptions={{ meta: { search: true } }} alwaysOn={alwaysOn} filter={filter}>
      <AutocompleteInput
        optionText={optionText}
        filterToQuery={(q: string) => ({ q })}
        isRequired={isRequired}
        label={label}
        disabled={disabled}
        fullWidth
      />
    </ReferenceInput>
  );
}

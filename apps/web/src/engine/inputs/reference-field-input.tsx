import { resourceByName } from '@app/shared';
import { AutocompleteInput, ReferenceInput } from 'react-admin';

/** A reference picker: an autocomplete fed by the target's `POST {r}/search` (spec §7 "search url"). */
export function ReferenceFieldInput({
  source, reference, isRequired, label, alwaysOn, disabled,
}: { source: string; reference: string; isRequired?: boolean; label?: string; alwaysOn?: boolean; disabled?: boolean }) {
  const target = resourceByName(reference);
  const optionText = target?.searchField ?? 'name';
  return (
    <ReferenceInput source={source} reference={reference} queryOptions={{ meta: { search: true } }} alwaysOn={alwaysOn}>
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

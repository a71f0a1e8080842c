import { editableFields, referenceLabelOf, type FieldDef, type ResourceDef } from '@app/shared';
import { Box } from '@mui/material';
import { DeleteButton, SaveButton, SimpleForm, Toolbar, useTranslate } from 'react-admin';
import { FormErrorSummary } from '../../components/form/form-error-summary.tsx';
import { useResourceExtension } from '../resource-extensions-context.tsx';
import { FieldInput } from '../inputs/field-input.tsx';
import { canReadReference } from '../reference-access.ts';
import { validateRecord } from '../validate-record.ts';
import { ReferenceNameInput } from './reference-name-input.tsx';

const SYSTEM = new Set(['id', 'company_id', 'created_at', 'updated_at']);

/**
 * The fields a form shows: editable ones as inputs; on edit also create-only and derived ones, disabled. The
 * owner field (e.g. a consignment's user) is for staff, who pick whose record it is: a distributor or client
 * cannot read the users to pick from, and the server makes it the owner of what it creates.
 */
export function formFields(
  def: ResourceDef, mode: 'create' | 'update', canPickOwner = canReadReference(def.fields.find((f) => f.name === def.ownerField)?.reference),
): { field: FieldDef; disabled: boolean }[] {
  const editable = new Set(editableFields(def, mode).map((f) => f.name));
  return def.fields
    .filter((f) => canPickOwner || f.name !== def.ownerField)
    // on edit, read-only values are shown for context, except those with nothing to show (images have their own
    // picker, passwords are never sent back)
    .filter((f) => !SYSTEM.has(f.name)
      && (editable.has(f.name) || (mode === 'update' && !['image', 'json', 'password'].includes(f.kind))))
    .map((f) => ({ field: f, disabled: !editable.has(f.name) }));
}

export const defaultValues = (def: ResourceDef): Record<string, unknown> =>
  Object.fromEntries(def.fields.filter((f) => f.defaultValue !== undefined).map((f) => [f.name, f.defaultValue]));

/**
 * Save stays enabled on an untouched form so a submit can list what is missing (spec §5); delete on an
 * existing record asks for confirmation first.
 */
function EngineFormToolbar({ kind }: { kind: 'create' | 'update' }) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton alwaysEnable />
      {kind === 'update' && <DeleteButton mutationMode="pessimistic" />}
    </Toolbar>
  );
}

/** The generic create/edit form of a resource. */
export function EngineForm({ def, kind: mode }: { def: ResourceDef; kind: 'create' | 'update' }) {
  const translate = useTranslate();
  const required = translate('ra.validation.required');
  const ownInputs = useResourceExtension(def.name)?.inputs;
  return (
    <SimpleForm
      toolbar={<EngineFormToolbar kind={mode} />}
      defaultValues={mode === 'create' ? defaultValues(def) : undefined}
      validate={(values) => validateRecord(def, mode, values, required)}
      // the record is read again after an image upload: what the user typed meanwhile stays
      resetOptions={{ keepDirtyValues: true }}
      // the shared schemas judge the form and list the errors in Spanish: never the browser's own bubbles
      noValidate
      sx={{ maxWidth: 720 }}
    >
      <FormErrorSummary />
      <Box sx={{ width: '100%' }}>
        {formFields(def, mode).map(({ field, disabled }) => {
          const Own = disabled ? undefined : ownInputs?.[field.name];
          if (Own) return <Own key={field.name} field={field} />;
          return disabled && referenceLabelOf(field)
            ? <ReferenceNameInput key={field.name} field={field} />
            : <FieldInput key={field.name} field={field} disabled={disabled} />;
        })}
      </Box>
    </SimpleForm>
  );
}

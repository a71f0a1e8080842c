import type { FieldDef } from '@app/shared';
import {
  useInput, useNotify, useRecordContext, useRefresh, useResourceContext, useTranslate, ValidationError,
} from 'react-admin';
import { ImagePicker } from '../../components/media/image-picker.tsx';
import { usePendingImages } from '../form/pending-images.tsx';
import { useAppDataProvider } from '../use-app-data-provider.ts';

/**
 * An image field. On an existing record the picked image is uploaded at once through the partial-update call
 * (and the record read again, so what depends on it, e.g. the approve button, follows). On a new record a
 * required image (a consignment's receipt) becomes a value of the form, validated and sent with the record; an
 * optional one waits in the pending list and is uploaded right after the record is created.
 */
export function ImageFieldInput({ field }: { field: FieldDef }) {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const dataProvider = useAppDataProvider();
  const pending = usePendingImages();
  const notify = useNotify();
  const refresh = useRefresh();
  const t = useTranslate();
  const { field: input, fieldState } = useInput({ source: field.name });
  const label = t(`resources.${resource}.fields.${field.name}`, { _: field.label });
  const isNew = record?.id === undefined || record?.id === null;
  const withRecord = isNew && !!field.required;
  // react-admin keeps a form-level message as text or as { message, args }: its component translates either
  const error = fieldState.error?.message ? <ValidationError error={fieldState.error.message} /> : undefined;

  const onPicked = async (base64: string) => {
    if (withRecord) {
      input.onChange(base64);
      return null;
    }
    if (isNew) {
      pending?.set(field.name, base64);
      return null;
    }
    const image = await dataProvider.uploadImage(resource, record.id, field.name, base64);
    notify('engine.saved', { type: 'success' });
    refresh();
    return image;
  };

  return (
    <ImagePicker label={label} value={record?.[field.name] as string | undefined} onPicked={onPicked} testId={`image-${field.name}`}
      required={withRecord} error={error} />
  );
}

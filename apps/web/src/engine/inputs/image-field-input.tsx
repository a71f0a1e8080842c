import type { FieldDef } from '@app/shared';
import { useNotify, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { ImagePicker } from '../../components/media/image-picker.tsx';
import { usePendingImages } from '../form/pending-images.tsx';
import { useAppDataProvider } from '../use-app-data-provider.ts';

/**
 * An image field. On an existing record the picked image is uploaded at once through the partial-update call;
 * on a new record it waits in the pending list and is uploaded right after the record is created.
 */
export function ImageFieldInput({ field }: { field: FieldDef }) {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const dataProvider = useAppDataProvider();
  const pending = usePendingImages();
  const notify = useNotify();
  const t = useTranslate();
  const label = t(`resources.${resource}.fields.${field.name}`, { _: field.label });

  const onPicked = async (base64: string) => {
    if (record?.id === undefined || record?.id === null) {
      pending?.set(field.name, base64);
      return null;
    }
    const image = await dataProvider.uploadImage(resource, record.id, field.name, base64);
    notify('engine.saved', { type: 'success' });
    return image;
  };

  return <ImagePicker label={label} value={record?.[field.name] as string | undefined} onPicked={onPicked} testId={`image-${field.name}`} />;
}

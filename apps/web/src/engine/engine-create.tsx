import { Create, useNotify, useRedirect, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { errorMessage, showError } from '../components/dialogs/dialog-bus.ts';
import { AccessGuard } from './access-guard.tsx';
import { EngineForm } from './form/engine-form.tsx';
import { useResourceExtension } from './resource-extensions-context.tsx';
import { PendingImagesProvider, usePendingImagesStore } from './form/pending-images.tsx';
import { useAppDataProvider } from './use-app-data-provider.ts';
import { useResourceDef } from './use-resource-def.ts';

/** `/admin/{r}/create`: the generic form; images picked here are uploaded once the record exists. */
export default function EngineCreate() {
  const { resource } = useResourceDef();
  return (
    <AccessGuard resource={resource} action="create">
      <EngineCreateView />
    </AccessGuard>
  );
}

function EngineCreateView() {
  const { def } = useResourceDef();
  const resource = useResourceContext() ?? '';
  const pending = usePendingImagesStore();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const Intro = useResourceExtension(resource)?.createIntro;
  if (!def) return null;

  const onSuccess = async (record: RaRecord) => {
    for (const [field, base64] of pending.entries()) {
      try {
        await dataProvider.uploadImage(resource, record.id, field, base64);
      } catch (err) {
        showError(errorMessage(err));
      }
    }
    pending.clear();
    notify('ra.notification.created', { type: 'success', messageArgs: { smart_count: 1 } });
    redirect('list', resource);
  };

  return (
    <PendingImagesProvider store={pending}>
      <Create
        resource={resource}
        mutationOptions={{ onSuccess }}
        title={translate('ra.page.create', { name: translate(`resources.${resource}.name`, { smart_count: 1 }) })}
      >
        {Intro && <Intro />}
        <EngineForm def={def} kind="create" />
      </Create>
    </PendingImagesProvider>
  );
}

import { extractVideoId } from '../media/video.ts';
import { defineResource } from './define.ts';

export const linkTutorial = defineResource({
  name: 'link-tutorial',
  table: 'link_tutorial',
  permission: 'link-tutorial',
  label: { one: 'Tutorial', many: 'Tutoriales' },
  scope: 'company',
  searchField: 'name',
  defaultOrder: { field: 'position', direction: 'ASC' },
  fields: [
    { name: 'name', kind: 'text', label: 'Nombre', required: true, max: 150, list: true, filter: true },
    { name: 'link', kind: 'video', label: 'Enlace del video', required: true, max: 500, list: true },
    { name: 'video_id', kind: 'text', label: 'Id del video', readOnly: true, list: true },
    { name: 'description', kind: 'textarea', label: 'Descripción', max: 2000 },
    { name: 'position', kind: 'integer', label: 'Orden', list: true, defaultValue: 0 },
    { name: 'active', kind: 'boolean', label: 'Activo', list: true, filter: true, toggle: true, defaultValue: true },
  ],
  derive: (values) => ('link' in values ? { video_id: extractVideoId(values.link as string) } : {}),
});

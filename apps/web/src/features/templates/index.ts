import type { Feature } from '../../app/feature.ts';
import { TemplatePreviewButton } from './template-preview.tsx';

export const templatesFeature: Feature = {
  name: 'templates',
  extensions: { template: { editActions: TemplatePreviewButton }, 'template-company': { editActions: TemplatePreviewButton } },
};

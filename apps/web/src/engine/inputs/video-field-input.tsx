import { Box } from '@mui/material';
import { TextInput, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { VideoPreview } from '../../components/media/video-preview.tsx';

/** Spec §5 video field: a link input; the extracted id and a preview button follow it as it is typed. */
export function VideoFieldInput({ source, isRequired, validate }: { source: string; isRequired?: boolean; validate?: Validator }) {
  const link = useWatch({ name: source }) as string | null | undefined;
  return (
    <Box sx={{ width: '100%' }}>
      <TextInput source={source} isRequired={isRequired} validate={validate} type="url" fullWidth />
      <Box sx={{ mt: -1, mb: 1 }}><VideoPreview link={link} /></Box>
    </Box>
  );
}

import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';

export default function SelectNative() {
  const id = useId();

  return (
    <FormControl sx={{ minWidth: 240 }}>
      <InputLabel variant="standard" htmlFor={id}>
        Interface language
      </InputLabel>
      <NativeSelect defaultValue="en" inputProps={{ id, name: 'language' }}>
        <option value="de" lang="de">Deutsch</option>
        <option value="en" lang="en">English</option>
        <option value="es" lang="es">Español</option>
        <option value="fr" lang="fr">Français</option>
        <option value="ja" lang="ja">日本語</option>
        <option value="pt" lang="pt">Português</option>
      </NativeSelect>
    </FormControl>
  );
}

import { createTheme, type MantineColorsTuple } from '@mantine/core';

// A sober institutional blue: the product sits next to official procurement sources.
const brand: MantineColorsTuple = [
  '#e8f0f8',
  '#cfdeee',
  '#9fbcdd',
  '#6b97cb',
  '#4279bc',
  '#2a66b3',
  '#1c5cae',
  '#114b97',
  '#0a4288',
  '#003978',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
});

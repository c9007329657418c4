import { Typography } from '@mui/material';

/** Indikator tab: filled in once the region indicator API lands (issue-7-engine). */
export function IndikatorTab({ profilId }: { profilId: number }) {
  return <Typography>{profilId}</Typography>;
}

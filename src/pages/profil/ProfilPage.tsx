import { Alert, Box, Card, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import { LoadingText } from '../../admin/LoadingText';
import { getUser } from '../../providers/session';
import { HistoryTab } from './HistoryTab';
import { IndikatorTab } from './IndikatorTab';
import { ProfilTab } from './ProfilTab';
import { useProfil } from './useProfil';

const TABS = ['profil', 'indikator', 'lini_masa'] as const;
type TabId = (typeof TABS)[number];

/** The profile screen: tabs Profil, Indikator and Lini Masa (spec 2 "Region profile"). */
function ProfileTabs({ profilId }: { profilId: number }) {
  const translate = useTranslate();
  const [tab, setTab] = useState<TabId>('profil');
  const query = useProfil(profilId);
  if (query.isPending) return <LoadingText />;
  if (query.isError || !query.data) {
    return <Alert severity="error">{translate('record.load_failed')}</Alert>;
  }
  const { profil, daerah } = query.data;
  return (
    <Card>
      <Tabs
        value={tab}
        onChange={(_, next: TabId) => setTab(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((id) => (
          <Tab key={id} value={id} label={translate(`profil.tab_${id}`)} />
        ))}
      </Tabs>
      <Box sx={{ p: { xs: 1.5, sm: 3 } }}>
        {tab === 'profil' && <ProfilTab profil={profil} daerah={daerah} />}
        {tab === 'indikator' && <IndikatorTab profilId={profil.id} />}
        {tab === 'lini_masa' && <HistoryTab profilId={profil.id} />}
      </Box>
    </Card>
  );
}

/** profil-pemda-daerah: a pemda account's own profile. */
export function OwnProfilPage() {
  const translate = useTranslate();
  const profilId = getUser()?.profil_id ?? null;
  if (profilId === null) return <Alert severity="info">{translate('profil.none_own')}</Alert>;
  return <ProfileTabs profilId={profilId} />;
}

/** detail-pemda/{id} and detail-pemda-verifikasi/{id}: a profile chosen from the list. */
export function ProfilDetailPage() {
  const translate = useTranslate();
  const raw = useParams()['*'] ?? '';
  if (!/^\d{1,9}$/.test(raw))
    return <Alert severity="info">{translate('profil.not_chosen')}</Alert>;
  return <ProfileTabs key={raw} profilId={Number(raw)} />;
}

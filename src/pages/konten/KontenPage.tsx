import AddIcon from '@mui/icons-material/Add';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { ResourceContextProvider, useTranslate } from 'react-admin';
import { Link, Route, Routes } from 'react-router';
import { formatDateTime } from '../../../domain/format';
import { DataTablePage } from '../../admin/dataTable/DataTablePage';
import { useUrlDataTable } from '../../admin/dataTable/useUrlDataTable';
import { LoadingText } from '../../admin/LoadingText';
import { apiFetch } from '../../providers/httpClient';
import { KONTEN_SCREENS, screenConfig, type KontenScreen } from './kinds';

const ResourceCreate = lazy(() =>
  import('../../admin/ResourceCreate').then((m) => ({ default: m.ResourceCreate })),
);
const ResourceEdit = lazy(() =>
  import('../../admin/ResourceEdit').then((m) => ({ default: m.ResourceEdit })),
);

/** A row of either list: contents have `title` and `file`, announcements `judul`. */
interface Row {
  id: number;
  title?: string;
  judul?: string;
  file?: string | null;
  is_published: number;
  created_at: string;
}

interface Filter {
  /** '' every status, '0' draft, '1' published. */
  is_published: string;
}

/** The id of the content category a screen shows (null: the screen has none, or it is missing). */
function useCategory(slug: string | null) {
  return useQuery({
    queryKey: ['konten-kategori', slug],
    enabled: slug !== null,
    staleTime: 300_000,
    queryFn: async () => {
      const res = await apiFetch<{ id: number; slug: string }[]>('/crud/content_categories', {
        query: { per_page: 100 },
      });
      return res.data.find((c) => c.slug === slug)?.id ?? null;
    },
  });
}

/**
 * One content screen of the console (issue 37 item 7): the list of its category, newest first,
 * with create and edit in the same place (the generic form, its category fixed) and a link to
 * the public page it feeds.
 */
export function KontenPage({ screen }: { screen: KontenScreen }) {
  const translate = useTranslate();
  const kind = KONTEN_SCREENS[screen];
  const category = useCategory(kind.category);
  const categoryId = kind.category === null ? null : (category.data ?? null);
  const config = useMemo(() => screenConfig(screen, categoryId), [screen, categoryId]);
  if (kind.category !== null && category.isPending) return <LoadingText />;
  if (kind.category !== null && categoryId === null)
    return (
      <Alert severity="warning" sx={{ my: 2 }}>
        {category.isError
          ? translate('konten.gagal')
          : translate('konten.tanpa_kategori', { slug: kind.category })}
      </Alert>
    );
  // The page's own title names the screen; the form's heading says what it does.
  const form = (view: 'create' | 'edit') => (
    <ResourceContextProvider value={kind.resource.slug}>
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {translate(`konten.judul_${view}`, {
          screen: translate(`konten.screens.${screen}`),
        })}
      </Typography>
      <Suspense fallback={<LoadingText />}>
        {view === 'create' ? (
          <ResourceCreate config={config} title={false} />
        ) : (
          <ResourceEdit config={config} title={false} />
        )}
      </Suspense>
    </ResourceContextProvider>
  );
  return (
    <Routes>
      <Route index element={<KontenList screen={screen} categoryId={categoryId} />} />
      <Route path="create" element={form('create')} />
      <Route path=":id" element={form('edit')} />
    </Routes>
  );
}

function KontenList({ screen, categoryId }: { screen: KontenScreen; categoryId: number | null }) {
  const translate = useTranslate();
  const t = (key: string, args?: object) => translate(`konten.${key}`, args);
  const kind = KONTEN_SCREENS[screen];
  const isContent = kind.category !== null;
  const labelOf = (field: string) => translate(`resources.${kind.resource.name}.fields.${field}`);
  const table = useUrlDataTable<Row, Filter>({
    queryKey: ['konten', screen, categoryId],
    filter: { is_published: '' },
    sort: { by: 'created_at', dir: 'desc' },
    fetch: async ({ filter, search, page, perPage, sort }) => {
      const res = await apiFetch<Row[]>(`/crud/${kind.resource.name}`, {
        query: {
          category_id: categoryId ?? undefined,
          is_published: filter.is_published || undefined,
          search: search || undefined,
          page,
          per_page: perPage,
          orderBy: sort?.by,
          orderDirection: sort?.dir,
        },
      });
      return { data: res.data, total: res.total ?? res.data.length };
    },
  });
  const status = (v: number) =>
    translate(v === 1 ? 'choices.publikasi.published' : 'choices.publikasi.draft');
  return (
    <DataTablePage
      table={table}
      title={t(`screens.${screen}`)}
      intro={t(`intro.${screen}`)}
      columns={[
        {
          id: 'judul',
          label: labelOf(isContent ? 'title' : 'judul'),
          render: (r) => (isContent ? r.title : r.judul),
          sortBy: isContent ? 'title' : 'judul',
          card: 'title',
        },
        isContent && {
          id: 'file',
          label: labelOf('file'),
          render: (r: Row) => t(r.file ? 'ada_berkas' : 'tanpa_berkas'),
        },
        {
          id: 'is_published',
          label: labelOf('is_published'),
          render: (r) => status(r.is_published),
          sortBy: 'is_published',
        },
        {
          id: 'created_at',
          label: labelOf('created_at'),
          render: (r) => formatDateTime(r.created_at),
          sortBy: 'created_at',
          nowrap: true,
        },
      ]}
      rowLink={(r) => `/dashboard/${screen}/${r.id}`}
      filters={[
        {
          kind: 'select',
          source: 'is_published',
          label: t('status'),
          choices: [
            { value: '', label: t('semua_status') },
            { value: '0', label: status(0) },
            { value: '1', label: status(1) },
          ],
          width: 200,
        },
        { kind: 'search', label: t('cari') },
      ]}
      toolbar={
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button
            component={Link}
            to={`/dashboard/${screen}/create`}
            variant="contained"
            startIcon={<AddIcon />}
          >
            {t('tambah')}
          </Button>
          <Button
            href={kind.publicPath}
            target="_blank"
            rel="noopener"
            variant="outlined"
            startIcon={<OpenInNewIcon />}
          >
            {t('halaman_publik')}
          </Button>
        </Stack>
      }
      empty={t('kosong')}
      failed={t('gagal')}
    />
  );
}

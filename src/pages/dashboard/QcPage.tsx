import { Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../domain/format';
import { hasAnyRole } from '../../../domain/roles';
import { SCREEN_ROLES } from '../../../domain/screens';
import { dashboardApi, type QcFigures } from '../../providers/dashboardApi';
import { getRoles } from '../../providers/session';
import { useWorkflowText } from '../../shared/workflow/workflowText';
import {
  ChartSection,
  count,
  Counter,
  Counters,
  DashboardFrame,
  FigureTable,
  percent,
  Section,
  useFigures,
} from './parts';

/** The queue a figure opens: the quality-control screen of that year. */
const queueOf = (tahun: number) => `/dashboard/quality-control?tahun=${tahun}`;

/**
 * /dashboard/qc (quality_control, qc): the queue per area and year, the innovations waiting
 * longest, decisions per day and the share that overturned the verifier. Each count opens the
 * queue of its year for the accounts that may open it.
 */
export function QcPage() {
  const translate = useTranslate();
  const text = useWorkflowText();
  const { query } = useFigures('qc', dashboardApi.qc);
  const opensQueue = hasAnyRole(getRoles(), SCREEN_ROLES['quality-control']);
  const t = (key: string, args?: Record<string, unknown>) => translate(`dashboard.${key}`, args);
  const linkTo = (to: string, label: string) =>
    opensQueue ? (
      <Link component={RouterLink} to={to}>
        {label}
      </Link>
    ) : (
      label
    );
  return (
    <DashboardFrame<QcFigures>
      title={t('screens.qc')}
      intro={(d) =>
        // An account that reads the figures but may not open the queue is told who works it.
        `${t('intro.qc', { tahun: d.tahun })}${opensQueue ? '' : ` ${t('qc.baca_saja')}`}`
      }
      query={query}
    >
      {(d) => (
        <>
          <Counters>
            <Counter
              label={t('qc.antrean', { tahun: d.tahun })}
              value={count(d.antrean_tahun)}
              to={opensQueue ? queueOf(d.tahun) : undefined}
            />
            <Counter
              label={t('qc.dibalik')}
              value={percent(d.dibalik.persen)}
              note={t('qc.dibalik_isi', {
                dibalik: count(d.dibalik.dibalik),
                keputusan: count(d.dibalik.keputusan),
              })}
            />
          </Counters>
          <Section title={t('qc.antrean_per')}>
            <FigureTable
              rows={d.antrean}
              rowKey={(r) => `${r.tahun}-${r.wilayah_id}`}
              columns={[
                { id: 'tahun', label: t('kolom.tahun'), render: (r) => r.tahun },
                {
                  id: 'wilayah',
                  label: t('kolom.wilayah'),
                  render: (r) => r.wilayah ?? t('qc.tanpa_wilayah'),
                },
                {
                  id: 'jumlah',
                  label: t('kolom.jumlah'),
                  align: 'right',
                  render: (r) => linkTo(queueOf(r.tahun), count(r.jumlah)),
                },
              ]}
            />
          </Section>
          <Section title={t('qc.tertua')}>
            <FigureTable
              rows={d.tertua}
              rowKey={(r) => r.id}
              columns={[
                {
                  id: 'inovasi',
                  label: t('kolom.inovasi'),
                  render: (r) => linkTo(`/dashboard/inovasi-review/${r.id}`, r.nama),
                },
                { id: 'daerah', label: t('kolom.daerah'), render: (r) => r.nama_daerah },
                { id: 'status', label: t('kolom.status'), render: (r) => text.status(r.status) },
                {
                  id: 'menunggu',
                  label: t('kolom.menunggu'),
                  align: 'right',
                  render: (r) => t('qc.hari', { hari: count(r.hari) }),
                },
              ]}
            />
          </Section>
          <ChartSection
            title={t('qc.keputusan')}
            chart={{
              rows: d.keputusan.map((k) => ({ ...k, hari: formatDate(k.tanggal).slice(0, 5) })),
              xKey: 'hari',
              bars: [
                { key: 'diterima', label: t('kolom.diterima') },
                { key: 'ditolak', label: t('kolom.ditolak') },
              ],
              format: 'count',
              stacked: true,
            }}
            table={{
              rows: d.keputusan,
              rowKey: (r) => r.tanggal,
              columns: [
                { id: 'tanggal', label: t('kolom.tanggal'), render: (r) => formatDate(r.tanggal) },
                {
                  id: 'diterima',
                  label: t('kolom.diterima'),
                  align: 'right',
                  render: (r) => count(r.diterima),
                },
                {
                  id: 'ditolak',
                  label: t('kolom.ditolak'),
                  align: 'right',
                  render: (r) => count(r.ditolak),
                },
              ],
            }}
          />
        </>
      )}
    </DashboardFrame>
  );
}

import { createElement, lazy } from 'react';
import { menuPage } from '../../../domain/modules';
import { definePage, type PageModule } from '../page';
import type { KontenScreen } from './kinds';

const KontenPage = lazy(() => import('./KontenPage').then((m) => ({ default: m.KontenPage })));

const screen = (slug: KontenScreen & ('content-panduan' | 'content-laporan' | 'content-dokumen')) =>
  definePage({
    ...menuPage(slug),
    icon: 'document',
    component: () => createElement(KontenPage, { screen: slug }),
  });

/**
 * The console's content screens (spec 2, issue 37 item 7): guides, annual reports and
 * documents under Konfigurasi; `pengumuman` is spec 2's hidden list (the announcements are also
 * Master Data's "Pengumuman"), opened by its address.
 */
export const kontenPages: readonly PageModule[] = [
  screen('content-panduan'),
  screen('content-laporan'),
  screen('content-dokumen'),
  definePage({
    path: 'pengumuman',
    label: 'konten.screens.pengumuman',
    screen: 'pengumuman',
    icon: 'announcement',
    component: () => createElement(KontenPage, { screen: 'pengumuman' }),
  }),
];

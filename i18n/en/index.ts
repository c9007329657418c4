import { actionsEn } from './actions';
import type { TranslationMessages } from 'ra-core';
import englishMessages from 'ra-language-english';
import { mergeMessages, type MessageTree } from '../messages';
import { profilScreensEn } from './profil';
import { appEn } from './app';
import { resourcesId } from '../id/resources';
import { resourcesEn } from './resources';
import { slugNames } from '../slugNames';
import { settingsEn } from './settings';
import { settingsId } from '../id/settings';
import { passwordStrengthEn } from './passwordStrength';
import { validationEn } from './validation';
import { awardEn } from './award';
import { arsipEn } from './arsip';
import { lombaEn } from './lomba';
import { faqEn } from './faq';
import { tinyEn } from './tiny';
import { summaryEn } from './summary';
import { daerahBinaanEn } from './daerahBinaan';
import { dashboardEn } from './dashboard';
import { indeksEn } from './indeks';
import { laporanEn } from './laporan';
import { indikatorInovasiEn } from './indikatorInovasi';
import { inovasiListEn } from './inovasiList';
import { workflowEn } from './workflow';
import { apiAccessEn } from './apiAccess';
import { kontenEn } from './konten';

/**
 * The English catalog, loaded lazily when the user switches language; resource labels without
 * an English text fall back to Indonesian.
 */
export const messagesEn = mergeMessages(
  englishMessages as MessageTree,
  appEn,
  validationEn,
  passwordStrengthEn,
  actionsEn,
  settingsId as MessageTree,
  settingsEn as MessageTree,
  profilScreensEn,
  workflowEn,
  indikatorInovasiEn,
  indeksEn,
  laporanEn,
  daerahBinaanEn,
  dashboardEn,
  arsipEn,
  lombaEn,
  awardEn,
  faqEn,
  tinyEn,
  summaryEn,
  inovasiListEn,
  apiAccessEn,
  kontenEn,
  resourcesId as MessageTree,
  resourcesEn as MessageTree,
  slugNames(mergeMessages(resourcesId as MessageTree, resourcesEn as MessageTree)),
) as TranslationMessages;

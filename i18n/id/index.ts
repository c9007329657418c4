import { actionsId } from './actions';
import type { TranslationMessages } from 'ra-core';
import { mergeMessages, type MessageTree } from '../messages';
import { profilScreensId } from './profil';
import { appId } from './app';
import { raId, raTiptapId } from './ra';
import { resourcesId } from './resources';
import { slugNames } from '../slugNames';
import { settingsId } from './settings';
import { passwordStrengthId } from './passwordStrength';
import { validationId } from './validation';
import { awardId } from './award';
import { arsipId } from './arsip';
import { lombaId } from './lomba';
import { faqId } from './faq';
import { tinyId } from './tiny';
import { summaryId } from './summary';
import { daerahBinaanId } from './daerahBinaan';
import { dashboardId } from './dashboard';
import { indeksId } from './indeks';
import { laporanId } from './laporan';
import { indikatorInovasiId } from './indikatorInovasi';
import { inovasiListId } from './inovasiList';
import { workflowId } from './workflow';
import { apiAccessId } from './apiAccess';
import { kontenId } from './konten';

/** The default (Indonesian) catalog, loaded synchronously: react-admin + app + resources. */
export const messagesId = mergeMessages(
  raId as MessageTree,
  raTiptapId,
  appId,
  validationId,
  passwordStrengthId,
  actionsId,
  settingsId as MessageTree,
  profilScreensId,
  workflowId,
  indikatorInovasiId,
  indeksId,
  laporanId,
  daerahBinaanId,
  dashboardId,
  arsipId,
  lombaId,
  awardId,
  faqId,
  tinyId,
  summaryId,
  inovasiListId,
  apiAccessId,
  kontenId,
  resourcesId as MessageTree,
  slugNames(resourcesId as MessageTree),
) as TranslationMessages;

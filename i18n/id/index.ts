import { actionsId } from './actions';
import type { TranslationMessages } from 'ra-core';
import { mergeMessages, type MessageTree } from '../messages';
import { profilScreensId } from './profil';
import { appId } from './app';
import { raId, raTiptapId } from './ra';
import { resourcesId } from './resources';
import { validationId } from './validation';

/** The default (Indonesian) catalog, loaded synchronously: react-admin + app + resources. */
export const messagesId = mergeMessages(
  raId as MessageTree,
  raTiptapId,
  appId,
  validationId,
  actionsId,
  profilScreensId,
  resourcesId as MessageTree,
) as TranslationMessages;

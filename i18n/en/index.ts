import { actionsEn } from './actions';
import type { TranslationMessages } from 'ra-core';
import englishMessages from 'ra-language-english';
import { mergeMessages, type MessageTree } from '../messages';
import { appEn } from './app';
import { resourcesEn } from './resources';
import { validationEn } from './validation';

/** The English catalog, loaded lazily when the user switches language. */
export const messagesEn = mergeMessages(
  englishMessages as MessageTree,
  appEn,
  validationEn,
  actionsEn,
  resourcesEn as MessageTree,
) as TranslationMessages;

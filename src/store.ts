import { localStorageStore } from 'react-admin';

/** Spec 9: app state is persisted under the key `root`; shared by public pages and the admin. */
export const appStore = localStorageStore(undefined, 'root');

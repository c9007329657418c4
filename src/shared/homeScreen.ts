import { createContext, useContext } from 'react';

/**
 * The signed-in account's home screen (domain/home.ts), provided by the layout, which knows the
 * menu: a screen asks whether it is the account's home without importing the menu itself.
 */
export const HomeScreenContext = createContext<string | null>(null);

/** Whether `screen` is the signed-in account's home. */
export const useIsHome = (screen: string) => useContext(HomeScreenContext) === screen;

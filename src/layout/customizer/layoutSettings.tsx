import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { SIDEBAR_COLOURS, type SidebarColour } from './sidebarColours';

/** The layout customizer's choices (spec 2): sidebar layout, layout2 colour, text direction. */
export interface LayoutSettings {
  layout: 'layout1' | 'layout2';
  colour: SidebarColour;
  direction: 'ltr' | 'rtl';
}

export const DEFAULT_LAYOUT: LayoutSettings = {
  layout: 'layout1',
  colour: 'navy',
  direction: 'ltr',
};

/** Kept outside react-admin's store, so signing out does not reset the user's look. */
const STORAGE_KEY = 'layout_settings';

function readSettings(): LayoutSettings {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<LayoutSettings>;
    return {
      layout: stored.layout === 'layout2' ? 'layout2' : 'layout1',
      colour: SIDEBAR_COLOURS.some((c) => c.id === stored.colour)
        ? (stored.colour as SidebarColour)
        : 'navy',
      direction: stored.direction === 'rtl' ? 'rtl' : 'ltr',
    };
  } catch {
    return DEFAULT_LAYOUT;
  }
}

type LayoutSettingsState = [LayoutSettings, (change: Partial<LayoutSettings>) => void];

const LayoutSettingsContext = createContext<LayoutSettingsState>([DEFAULT_LAYOUT, () => undefined]);

export function LayoutSettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState(readSettings);

  useEffect(() => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(settings));
    document.documentElement.dir = settings.direction;
  }, [settings]);

  const update = (change: Partial<LayoutSettings>) => setSettings((s) => ({ ...s, ...change }));
  return (
    <LayoutSettingsContext.Provider value={[settings, update]}>
      {children}
    </LayoutSettingsContext.Provider>
  );
}

export const useLayoutSettings = () => useContext(LayoutSettingsContext);

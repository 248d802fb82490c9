import { createContext, useContext } from 'react';
import type { AppConfig } from '../../schemas/app-config.schema';

const AppConfigContext = createContext<AppConfig | null>(null);

export const AppConfigProvider = AppConfigContext.Provider;

export function useAppConfig(): AppConfig {
  const config = useContext(AppConfigContext);
  if (!config) throw new Error('useAppConfig outside AppConfigProvider');
  return config;
}

/** A route as the router reports it to the orchestrator: the URL → machine half of the route sync. */
export type RouteEntry = { path: string; search: Record<string, unknown> };

export const searchText = (entry: RouteEntry, key: string): string | undefined => {
  const value = entry.search[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

export const isModifyPasswordType = (
  value: unknown,
): value is 'needModifyPasswordOfFirstLogin' | 'needModifyPasswordOfPwdExpire' =>
  value === 'needModifyPasswordOfFirstLogin' || value === 'needModifyPasswordOfPwdExpire';

import { ENDPOINTS } from '../../../schemas/endpoint-table';
import { mount, type Routes } from '../../http/mount';
import { okBody } from '../../http/respond';
import { pwnedSuffixes } from './pwned-list';

/** GET pwned_password?prefix=ABCDE: breached-password suffixes under a SHA-1 prefix. */
export const pwnedPasswordRoutes: Routes = (app, deps) => {
  mount(app, deps, ENDPOINTS.pwnedPassword, ({ query }) => {
    const prefix = query.prefix.toUpperCase();
    return okBody({ prefix, suffixes: pwnedSuffixes(prefix) });
  });
};

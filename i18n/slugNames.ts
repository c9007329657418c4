import { RESOURCES } from '../resources';
import { lookup, type MessageTree } from './messages';

/**
 * react-admin names a resource in its dialogs ("Hapus %{name} ...") by the route it runs under,
 * which is the slug (`master-faq`), not the resource name the catalogs use (`help_faq`). This
 * gives each slug its singular Indonesian (or English) name as `forcedCaseName`, so the delete
 * dialog reads `Hapus FAQ "Bagaimana cara…"?`.
 */
export function slugNames(catalog: MessageTree): MessageTree {
  const out: MessageTree = {};
  for (const config of RESOURCES) {
    const name = lookup(catalog, `resources.${config.name}.name`);
    if (!name) continue;
    out[config.slug] = { forcedCaseName: name.split('||||')[0]!.trim() };
  }
  return { resources: out };
}

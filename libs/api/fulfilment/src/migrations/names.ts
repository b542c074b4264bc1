/** The fulfilment context's migrations by name, oldest first: known without loading them or the migrator. */
export const FULFILMENT_MIGRATION_NAMES: readonly string[] = ['Migration20261202110000_shipments'];

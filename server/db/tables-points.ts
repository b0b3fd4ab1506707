/** Tables of migration points (issue #7). Database (database.ts) extends this interface. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PointsTables {}

/** Text searches in SQL. */

/** The ILIKE pattern of values containing `text`, in which % and _ are plain characters, not wildcards. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

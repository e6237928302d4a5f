import type { SprintCreateRequest } from '@gestion/contract';

export const SPRINT_TEXT_ERROR = 'Debes ingresar un Nombre y al menos una Tarea.';

/** The server takes a sprint without tasks; the text must name at least one. */
export type SprintTextResult = { ok: true; value: SprintCreateRequest & Required<Pick<SprintCreateRequest, 'tareas'>> } | { ok: false; error: string };

type Section = 'nombre' | 'descripcion' | 'tareas';

// A label starts a line: 'Nombre:', 'Descripcion:' (also 'Descripción:') or 'Tareas:', in any
// case, with optional spaces before the colon.
const LABEL = /^(nombre|descripci[oó]n|tareas)\s*:\s*(.*)$/i;
// A task line starts with a dash: hyphen, en dash or em dash, then the task text.
const DASH = /^[-\u2013\u2014]+\s*(.*)$/;

function section(label: string): Section {
  const l = label.toLowerCase();
  if (l === 'nombre') return 'nombre';
  if (l.startsWith('descripci')) return 'descripcion';
  return 'tareas';
}

/** Trims and collapses runs of spaces and tabs (non-breaking ones too). */
function clean(text: string): string {
  return text.replace(/[\s\u00a0]+/g, ' ').trim();
}

/**
 * Reads the sprint free-text box (spec section 5):
 *
 *   Nombre: Sprint 12
 *   Descripcion: lo que se quiere lograr
 *   Tareas:
 *   - primera tarea
 *   - segunda tarea
 *
 * Windows and old Mac line ends, blank lines and extra spaces are tolerated. Lines after a label
 * belong to it until the next label: the description keeps its line breaks; under 'Tareas:' only
 * the lines starting with a dash are tasks (others are ignored). Without a 'Tareas:' label, dash
 * lines anywhere are the tasks. The name and at least one non-blank task are required.
 */
export function parseSprintText(text: string): SprintTextResult {
  const lines = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').split('\n');
  const nombre: string[] = [];
  const descripcion: { text: string; dash: boolean }[] = [];
  const tareas: string[] = [];
  const looseDashes: string[] = [];
  let current: Section | null = null;
  let sawTareasLabel = false;

  // Tasks are split on lines starting with a dash (spec section 5); other lines are not tasks.
  const addTaskLine = (line: string) => {
    const dash = DASH.exec(line);
    if (dash) tareas.push(clean(dash[1] ?? ''));
  };

  for (const raw of lines) {
    const line = raw.replace(/\u00a0/g, ' ').trim();
    const label = LABEL.exec(line);
    if (label) {
      current = section(label[1] ?? '');
      const rest = (label[2] ?? '').trim();
      if (current === 'tareas') sawTareasLabel = true;
      if (!rest) continue;
      if (current === 'nombre') nombre.push(rest);
      else if (current === 'descripcion') {
        const dash = DASH.exec(rest);
        if (dash) looseDashes.push(clean(dash[1] ?? ''));
        descripcion.push({ text: rest, dash: Boolean(dash) });
      } else addTaskLine(rest);
      continue;
    }
    if (!line) {
      if (current === 'descripcion') descripcion.push({ text: '', dash: false });
      continue;
    }
    const dash = DASH.exec(line);
    if (dash && current !== 'tareas') looseDashes.push(clean(dash[1] ?? ''));
    if (current === 'nombre') {
      // A second line under 'Nombre:' only counts when the label line itself was empty.
      if (nombre.length === 0) nombre.push(line);
    } else if (current === 'descripcion') {
      descripcion.push({ text: line, dash: Boolean(dash) });
    } else if (current === 'tareas') {
      addTaskLine(line);
    }
  }

  const name = clean(nombre.join(' '));
  const tasks = (sawTareasLabel ? tareas : looseDashes).filter((t) => t.length > 0);
  if (!name || tasks.length === 0) return { ok: false, error: SPRINT_TEXT_ERROR };

  // Without a 'Tareas:' label the dash lines became the tasks: they leave the description.
  const description = descripcion
    .filter((l) => sawTareasLabel || !l.dash)
    .map((l) => l.text.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { ok: true, value: { nombre: name, descripcion: description, tareas: tasks } };
}

import { describe, expect, it } from 'vitest';
import { parseSprintText, SPRINT_TEXT_ERROR } from './parse-sprint-text';

const ok = (text: string) => {
  const r = parseSprintText(text);
  if (!r.ok) throw new Error(`se esperaba un sprint válido: ${r.error}`);
  return r.value;
};

describe('parseSprintText', () => {
  it('reads the three labels and the dash lines', () => {
    expect(ok('Nombre: Sprint 1\nDescripcion: Primera entrega\nTareas:\n- Diseñar\n- Programar\n')).toEqual({
      nombre: 'Sprint 1',
      descripcion: 'Primera entrega',
      tareas: ['Diseñar', 'Programar'],
    });
  });

  it('accepts Windows and old Mac line ends', () => {
    expect(ok('Nombre: S\r\nDescripcion: D\r\nTareas:\r\n- a\r\n- b\r\n').tareas).toEqual(['a', 'b']);
    expect(ok('Nombre: S\rTareas:\r- a\r- b').tareas).toEqual(['a', 'b']);
    expect(ok('Nombre: S\r\nTareas:\r\n- a').nombre).toBe('S');
  });

  it('accepts the accented label, any case and spaces before the colon', () => {
    const v = ok('NOMBRE : S\ndescripción:  con acento \nTAREAS :\n- a');
    expect(v).toEqual({ nombre: 'S', descripcion: 'con acento', tareas: ['a'] });
    expect(ok('Nombre: S\nDescripción: x\nTareas:\n- a').descripcion).toBe('x');
  });

  it('ignores blank lines and extra spaces', () => {
    const v = ok('\n\n   Nombre:    Sprint    grande   \n\n\nDescripcion:   algo  \n\nTareas:\n\n   -    primera    tarea  \n\n-segunda\n\n');
    expect(v).toEqual({ nombre: 'Sprint grande', descripcion: 'algo', tareas: ['primera tarea', 'segunda'] });
  });

  it('accepts hyphen, en dash and em dash as task markers', () => {
    expect(ok('Nombre: S\nTareas:\n– uno\n— dos\n-tres').tareas).toEqual(['uno', 'dos', 'tres']);
  });

  it('bullets and asterisks are not task markers', () => {
    expect(ok('Nombre: S\nTareas:\n• tres\n* cuatro\n- cinco').tareas).toEqual(['cinco']);
    expect(parseSprintText('Nombre: S\nTareas:\n• tres\n* cuatro')).toEqual({ ok: false, error: SPRINT_TEXT_ERROR });
  });

  it("'Tarea:' is not a label", () => {
    expect(parseSprintText('Nombre: S\nTarea:\nalgo')).toEqual({ ok: false, error: SPRINT_TEXT_ERROR });
    expect(ok('Nombre: S\nDescripcion: d\nTarea: x\nTareas:\n- a')).toEqual({ nombre: 'S', descripcion: 'd\nTarea: x', tareas: ['a'] });
  });

  it('keeps a multi-line description with its line breaks', () => {
    expect(ok('Nombre: S\nDescripcion: línea 1\nlínea 2\n\n\n\nlínea 3\nTareas:\n- a').descripcion).toBe('línea 1\nlínea 2\n\nlínea 3');
  });

  it('description is optional and may come after the tasks', () => {
    expect(ok('Nombre: S\nTareas:\n- a')).toEqual({ nombre: 'S', descripcion: '', tareas: ['a'] });
    expect(ok('Tareas:\n- a\nNombre: S\nDescripcion: al final')).toEqual({ nombre: 'S', descripcion: 'al final', tareas: ['a'] });
  });

  it('a line without a dash under Tareas is not a task', () => {
    expect(ok('Nombre: S\nTareas:\n- revisar el\n  informe mensual\n- b').tareas).toEqual(['revisar el', 'b']);
    expect(parseSprintText('Nombre: x\nTareas:\nfoo')).toEqual({ ok: false, error: SPRINT_TEXT_ERROR });
  });

  it('a dash task on the Tareas line itself counts; plain text there does not', () => {
    expect(ok('Nombre: S\nTareas: - única').tareas).toEqual(['única']);
    expect(parseSprintText('Nombre: S\nTareas: sin guion')).toEqual({ ok: false, error: SPRINT_TEXT_ERROR });
  });

  it('the name may be on the line after its label', () => {
    expect(ok('Nombre:\n  Sprint X\nTareas:\n- a').nombre).toBe('Sprint X');
  });

  it('drops dash lines with no text', () => {
    expect(ok('Nombre: S\nTareas:\n-\n- \n- a\n--').tareas).toEqual(['a']);
  });

  it('without a Tareas label the dash lines are the tasks and leave the description', () => {
    expect(ok('Nombre: S\nDescripcion: algo\n- a\n- b')).toEqual({ nombre: 'S', descripcion: 'algo', tareas: ['a', 'b'] });
  });

  it('with a Tareas label, dash lines of the description stay in it', () => {
    expect(ok('Nombre: S\nDescripcion: puntos\n- uno\nTareas:\n- a')).toEqual({
      nombre: 'S',
      descripcion: 'puntos\n- uno',
      tareas: ['a'],
    });
  });

  it('keeps dashes inside a task text', () => {
    expect(ok('Nombre: S\nTareas:\n- revisar pre-venta - fase 2').tareas).toEqual(['revisar pre-venta - fase 2']);
  });

  it.each([
    ['empty text', ''],
    ['only spaces and line ends', '  \r\n \n\t'],
    ['missing Nombre label', 'Sprint 1\nTareas:\n- a'],
    ['blank name', 'Nombre:   \nTareas:\n- a'],
    ['name but no tasks', 'Nombre: S\nDescripcion: d'],
    ['Tareas label with no task', 'Nombre: S\nTareas:\n\n'],
    ['Tareas with only blank dashes', 'Nombre: S\nTareas:\n-\n- '],
    ['tasks but no name', 'Descripcion: d\nTareas:\n- a'],
    ['only non-dash lines under Tareas', 'Nombre: x\nTareas:\nfoo'],
    ["a 'Tarea:' label with a plain line", 'Nombre: S\nTarea:\na'],
    ['bullet markers', 'Nombre: S\nTareas:\n• a'],
    ['asterisk markers', 'Nombre: S\nTareas:\n* a'],
  ])('rejects %s', (_name, text) => {
    expect(parseSprintText(text)).toEqual({ ok: false, error: SPRINT_TEXT_ERROR });
  });

  it('the error text is the spec one', () => {
    expect(SPRINT_TEXT_ERROR).toBe('Debes ingresar un Nombre y al menos una Tarea.');
  });

  it('tolerates a byte-order mark and non-breaking spaces', () => {
    expect(ok('\uFEFFNombre:\u00a0S\u00a0 1\nTareas:\n-\u00a0a')).toEqual({ nombre: 'S 1', descripcion: '', tareas: ['a'] });
  });
});

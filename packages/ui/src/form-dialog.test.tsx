import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider, Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { FormDialog } from './form-dialog';

interface Values {
  nombre: string;
}

function Dialog(props: { submit(v: Values): Promise<unknown>; onDone?(r: unknown): void; onClose?(): void }) {
  const [form] = Form.useForm<Values>();
  return (
    <ConfigProvider theme={{ token: { motion: false } }}>
      <FormDialog<Values>
        title="Crear cosa"
        form={form}
        onClose={props.onClose ?? vi.fn()}
        submit={props.submit}
        onDone={props.onDone}
        pendingText="Creando..."
        fieldErrors={['nombre']}
        errorText={() => 'Error al crear'}
      >
        <Form.Item label="Nombre" name="nombre">
          <Input />
        </Form.Item>
      </FormDialog>
    </ConfigProvider>
  );
}

// What axios.isAxiosError recognises.
const refusal = (data: unknown) => ({ isAxiosError: true, response: { status: 400, data } });

describe('FormDialog', () => {
  it("shows 'Creando...' and refuses to close while pending, then hands the result to onDone", async () => {
    let resolve: (v: unknown) => void = () => {};
    const submit = vi.fn(() => new Promise((r) => (resolve = r)));
    const onDone = vi.fn();
    const onClose = vi.fn();
    render(<Dialog submit={submit} onDone={onDone} onClose={onClose} />);
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Kilo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByRole('button', { name: 'Creando...' })).toHaveProperty('disabled', true);
    expect(submit).toHaveBeenCalledWith({ nombre: 'Kilo' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => resolve({ id: 1 }));
    expect(onDone).toHaveBeenCalledWith({ id: 1 });
  });

  it('without a pending text the close icon too waits for the answer: it never closes a dialog twice', async () => {
    let resolve: (v: unknown) => void = () => {};
    const submit = vi.fn(() => new Promise((r) => (resolve = r)));
    const onClose = vi.fn();
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <FormDialog title="Nueva cosa" onClose={onClose} submit={submit}>
          <p>sin campos</p>
        </FormDialog>
      </ConfigProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(submit).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => resolve(undefined));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("puts the server's field errors under their field and the error text in an alert", async () => {
    const submit = vi.fn().mockRejectedValue(refusal({ nombre: ['Ya existe.'] }));
    render(<Dialog submit={submit} />);
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Kilo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Ya existe.')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('alert').some((a) => a.textContent === 'Error al crear')).toBe(true));
    expect(screen.getByRole('button', { name: 'Crear' })).toHaveProperty('disabled', false);
  });
});

import './public.css';

export function CatastroPage() {
  return (
    <main className="pub pub--light">
      <p className="pub-placeholder">Catastro público (en construcción)</p>
    </main>
  );
}

export interface GraphicsErrorProps {
  message: string;
}

export function GraphicsError({ message }: GraphicsErrorProps) {
  return (
    <div className="container section">
      <div className="card note-card" role="alert">
        <p>The graphics could not be shown: {message}.</p>
        <p>Reload the page to try again. If it keeps happening, tell the summit team.</p>
      </div>
    </div>
  );
}

import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { IslandModule } from '@atlas-docs/content/types';

function WaveBack({ name, greeting }: { name: string; greeting: string }) {
  const [waves, setWaves] = useState(0);
  return (
    <button type="button" onClick={() => setWaves(waves + 1)}>
      {greeting} to {name}: {waves} {waves === 1 ? 'wave' : 'waves'}
    </button>
  );
}

/** Mounts a React button after the greeting's build-time HTML. */
export const mount: IslandModule['mount'] = (element, props, { options }) => {
  const box = document.createElement('div');
  element.append(box);
  const root = createRoot(box);
  root.render(<WaveBack name={String(props.name)} greeting={String(options.greeting)} />);
  return () => root.unmount();
};

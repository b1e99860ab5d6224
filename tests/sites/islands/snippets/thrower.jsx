import { useEffect, useState } from 'react';

export const Thrower = () => {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setReady(true);
  }, []);
  if (ready) throw new Error('Thrower broke in the browser');
  return <p className="thrower">Server-rendered content of the thrower</p>;
};

import { useState } from 'react';

// A React-style snippet component. It runs on Preact at build time and shows its initial state.
export const Counter = ({ start = 0, label = 'Clicks' }) => {
  const [count] = useState(start);
  return (
    <span className="counter-demo">
      {label}: <strong>{count}</strong>
    </span>
  );
};

import { useState } from 'react';

// A React-style snippet component with state and a click handler: docsgen renders it at build
// time and hydrates it in the browser (an island), so the button counts.
export const Counter = ({ start = 0, label = 'Clicks' }) => {
  const [count, setCount] = useState(start);
  return (
    <button
      type="button"
      className="counter-demo"
      style={{
        background: 'var(--dg-surface)',
        color: 'var(--dg-text)',
        border: '1px solid currentColor',
        borderRadius: 6,
        padding: '4px 12px',
      }}
      onClick={() => setCount(count + 1)}
    >
      {label}: <strong>{count}</strong>
    </button>
  );
};

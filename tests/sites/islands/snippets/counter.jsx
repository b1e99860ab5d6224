import { useState } from 'react';
import { Label } from './label.jsx';

export const Counter = ({ start = 0, step = 1, children, title }) => {
  const [count, setCount] = useState(start);
  return (
    <div className="counter" style={{ border: '1px solid #0D9373', borderRadius: 8, padding: 12, margin: '12px 0' }}>
      {title}
      <button type="button" onClick={() => setCount(count + step)}>
        <Label text="Clicked" /> <span className="count">{count}</span> times
      </button>
      <div className="counter-children">{children}</div>
    </div>
  );
};

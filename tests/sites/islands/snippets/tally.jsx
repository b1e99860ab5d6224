// A parent that finds its items by their type (as React code does with Children and `type`) and
// shares state with them through a context defined in the module.
const TallyContext = React.createContext(null);

export const Tally = ({ children }) => {
  const [done, setDone] = React.useState({});
  let total = 0;
  const walk = (nodes) =>
    React.Children.forEach(nodes, (child) => {
      if (!React.isValidElement(child)) return;
      if (child.type === TallyItem) total += 1;
      else if (child.props?.children) walk(child.props.children);
    });
  walk(children);
  const count = Object.values(done).filter(Boolean).length;
  return (
    <TallyContext.Provider value={{ done, toggle: (id) => setDone((d) => ({ ...d, [id]: !d[id] })) }}>
      <p className="tally">
        {count} of {total}
      </p>
      <ul>{children}</ul>
    </TallyContext.Provider>
  );
};

export const TallyItem = ({ id, children }) => {
  const ctx = React.useContext(TallyContext);
  return (
    <li>
      <label>
        <input type="checkbox" checked={!!ctx?.done[id]} onChange={() => ctx?.toggle(id)} /> {children}
      </label>
    </li>
  );
};

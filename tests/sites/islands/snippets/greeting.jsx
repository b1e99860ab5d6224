export const Greeting = ({ name }) => <p className="greeting">Hello, {name}!</p>;

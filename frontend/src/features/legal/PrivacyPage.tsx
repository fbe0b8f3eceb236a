export default function Stub() { return <p>stub</p>; }

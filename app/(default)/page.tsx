export default function HomePage() {
  return <main><h1>ひかりネット中部</h1></main>;
}

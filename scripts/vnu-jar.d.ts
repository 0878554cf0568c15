/** vnu-jar's main export: the path of the vnu.jar it ships (a String object, hence String()). */
declare module "vnu-jar" {
  const vnuJar: string
  export default vnuJar
}

/** The employee import panel, for the company edit screen to mount: `<EmployeeImport companyId={id} />`. */
export { EmployeeImport, type EmployeeImportProps } from './components/employee-import.tsx';

/// The JUnit XML format of Apache Ant's JUnit task, the one CI systems (Jenkins, GitLab, GitHub's test reporters)
/// read, as an XML Schema: written here from the format's rules (the aggregated `testsuites` document, each
/// `testsuite` with its package and id, properties, test cases with at most one failure, error or skip, and the
/// captured output), at its strictest: every attribute the format requires is required here.
enum JUnitSchema {
    static let text = #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" elementFormDefault="qualified" attributeFormDefault="unqualified">
      <xs:simpleType name="nonEmptyToken">
        <xs:restriction base="xs:token"><xs:minLength value="1"/></xs:restriction>
      </xs:simpleType>
      <xs:simpleType name="timestampWithoutZone">
        <xs:restriction base="xs:dateTime">
          <xs:pattern value="[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}"/>
        </xs:restriction>
      </xs:simpleType>
      <xs:simpleType name="preservedText">
        <xs:restriction base="xs:string"><xs:whiteSpace value="preserve"/></xs:restriction>
      </xs:simpleType>
      <xs:complexType name="problem">
        <xs:simpleContent>
          <xs:extension base="preservedText">
            <xs:attribute name="message" type="xs:string"/>
            <xs:attribute name="type" type="xs:string" use="required"/>
          </xs:extension>
        </xs:simpleContent>
      </xs:complexType>
      <xs:complexType name="testsuite">
        <xs:sequence>
          <xs:element name="properties">
            <xs:complexType>
              <xs:sequence>
                <xs:element name="property" minOccurs="0" maxOccurs="unbounded">
                  <xs:complexType>
                    <xs:attribute name="name" type="nonEmptyToken" use="required"/>
                    <xs:attribute name="value" type="xs:string" use="required"/>
                  </xs:complexType>
                </xs:element>
              </xs:sequence>
            </xs:complexType>
          </xs:element>
          <xs:element name="testcase" minOccurs="0" maxOccurs="unbounded">
            <xs:complexType>
              <xs:choice minOccurs="0">
                <xs:element name="skipped"/>
                <xs:element name="error" type="problem"/>
                <xs:element name="failure" type="problem"/>
              </xs:choice>
              <xs:attribute name="name" type="xs:token" use="required"/>
              <xs:attribute name="classname" type="xs:token" use="required"/>
              <xs:attribute name="time" type="xs:decimal" use="required"/>
            </xs:complexType>
          </xs:element>
          <xs:element name="system-out" type="preservedText"/>
          <xs:element name="system-err" type="preservedText"/>
        </xs:sequence>
        <xs:attribute name="name" type="nonEmptyToken" use="required"/>
        <xs:attribute name="timestamp" type="timestampWithoutZone" use="required"/>
        <xs:attribute name="hostname" type="nonEmptyToken" use="required"/>
        <xs:attribute name="tests" type="xs:int" use="required"/>
        <xs:attribute name="failures" type="xs:int" use="required"/>
        <xs:attribute name="errors" type="xs:int" use="required"/>
        <xs:attribute name="skipped" type="xs:int"/>
        <xs:attribute name="time" type="xs:decimal" use="required"/>
      </xs:complexType>
      <xs:element name="testsuite" type="testsuite"/>
      <xs:element name="testsuites">
        <xs:complexType>
          <xs:sequence>
            <xs:element name="testsuite" minOccurs="0" maxOccurs="unbounded">
              <xs:complexType>
                <xs:complexContent>
                  <xs:extension base="testsuite">
                    <xs:attribute name="package" type="xs:token" use="required"/>
                    <xs:attribute name="id" type="xs:int" use="required"/>
                  </xs:extension>
                </xs:complexContent>
              </xs:complexType>
            </xs:element>
          </xs:sequence>
        </xs:complexType>
      </xs:element>
    </xs:schema>
    """#
}
